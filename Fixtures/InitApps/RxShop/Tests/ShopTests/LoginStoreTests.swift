import XCTest

@testable import Shop

final class LoginStoreTests: XCTestCase {}
