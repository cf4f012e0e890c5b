// Interface stand-in for Apple's SwiftUI: common view modifiers.
// Like the real SDK they return opaque `some View` and are `nonisolated`.

import Combine
import Foundation

extension View {
    @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(EmptyModifier())
    }

    nonisolated public func font(_ font: Font?) -> some View { modifier(EmptyModifier()) }

    nonisolated public func foregroundColor(_ color: Color?) -> some View { modifier(EmptyModifier()) }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { modifier(EmptyModifier()) }

    @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(EmptyModifier()) }

    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(EmptyModifier()) }

    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { modifier(EmptyModifier()) }

    @inlinable nonisolated public func hidden() -> some View { modifier(EmptyModifier()) }

    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { modifier(EmptyModifier()) }

    @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { modifier(EmptyModifier()) }

    @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        modifier(EmptyModifier())
    }

    nonisolated public func navigationTitle(_ title: Text) -> some View { modifier(EmptyModifier()) }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }

    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(EmptyModifier())
    }

    @inlinable nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        modifier(EmptyModifier())
    }

    nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never {
        modifier(EmptyModifier())
    }

    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        modifier(EmptyModifier())
    }
}
