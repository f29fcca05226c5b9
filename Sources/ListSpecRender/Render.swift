import ListSpec
