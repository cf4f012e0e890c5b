// Interface stand-in for Apple's SwiftUI: re-exports.
//
// On iOS, `import SwiftUI` alone makes UIKit (and through it Foundation)
// available, and ObservableObject / @Published usable. Other Combine names
// (AnyCancellable, PassthroughSubject, ...) still need `import Combine`.

@_exported import UIKit
@_exported import protocol Combine.ObservableObject
@_exported import struct Combine.Published
@_exported import class Combine.ObservableObjectPublisher
