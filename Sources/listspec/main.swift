print("listspec")
