open class StoreHub: BaseHub {
  public let orders: OrderStore
  public let payments: PaymentGateway

  open override class var current: StoreHub { super.current as! StoreHub }

  public required init(logger: EventLogger) {
    orders = OrderStore()
    payments = PaymentGateway()
    super.init(logger: logger)
  }
}
