import Factory

struct ClockBadge {
  @Injected(\.clock) private var clock: Clock

  var label: String { "\(clock.now)" }
}
