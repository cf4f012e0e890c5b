// Interface stand-in for Apple's SwiftUI: Text, Image and LocalizedStringKey.

import Foundation
import UIKit

/// Marker for the numeric types `LocalizedStringKey` interpolation formats
/// with a printf specifier.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public typealias StringLiteralType = String
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias UnicodeScalarLiteralType = String

    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public typealias StringLiteralType = String
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError("stand-in") }
}

@frozen public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public init(_ image: Image) {}

    public static func == (a: Text, b: Text) -> Bool { fatalError("stand-in") }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError("stand-in") }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// Text-specific modifiers keep the `Text` type (unlike the `View` ones).
extension Text {
    public func foregroundColor(_ color: Color?) -> Text { fatalError("stand-in") }
    public func font(_ font: Font?) -> Text { fatalError("stand-in") }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError("stand-in") }
    public func bold() -> Text { fatalError("stand-in") }
    public func italic() -> Text { fatalError("stand-in") }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError("stand-in") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError("stand-in") }
}

@frozen public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public init(uiImage: UIImage) {}
    public func resizable() -> Image { fatalError("stand-in") }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError("stand-in") }
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError("stand-in") }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}
