import ListSpec
import ListSpecCodegen
import XCTest

final class SwiftGeneratorTests: XCTestCase {
}
