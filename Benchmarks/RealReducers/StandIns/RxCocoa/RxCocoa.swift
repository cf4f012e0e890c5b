// RxCocoa is imported by the copied reactors without being used by `reduce`.
public enum RxCocoaStandIn {}
