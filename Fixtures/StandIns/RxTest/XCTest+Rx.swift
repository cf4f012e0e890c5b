// Interface stand-in for RxTest 6: XCTest assertions for recorded events.
// All of them require `Equatable` elements.

import RxSwift
import XCTest

public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #file, line: UInt = #line) {
    fatalError("stand-in")
}

public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>],
    _ rhs: [Recorded<Event<T>>],
    file: StaticString = #file,
    line: UInt = #line
) {
    fatalError("stand-in")
}

public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>],
    _ rhs: [Recorded<Event<T?>>],
    file: StaticString = #file,
    line: UInt = #line
) {
    fatalError("stand-in")
}

public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>],
    _ elements: [T],
    file: StaticString = #file,
    line: UInt = #line
) {
    fatalError("stand-in")
}
