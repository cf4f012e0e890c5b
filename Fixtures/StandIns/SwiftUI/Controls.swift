// Interface stand-in for Apple's SwiftUI: buttons, progress and input controls.

import Foundation

@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
}

public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {}
    public init(@ViewBuilder label: () -> Label) {}
    public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    @_disfavoredOverload public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

extension ProgressView {
    public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    public init<S, V>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {}
}

public struct Toggle<Label>: View where Label: View {
    public typealias Body = Never
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}
