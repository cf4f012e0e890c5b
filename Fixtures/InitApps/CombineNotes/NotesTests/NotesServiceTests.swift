import Combine
import XCTest

@testable import Notes

final class NotesServiceTests: XCTestCase {}
