// An action handler that owns no state hands it to a closure (`update(model:) { state in }`),
// which changes it at once: what that closure sets is where the next change starts. The request
// it then sends is a chain (`observe(on:).subscribe(onSuccess:onFailure:).disposed(by:)`) whose
// callbacks run later for the same action.
struct CatalogState {
  var loading = false
  var items: [String] = []
  var error: Error?
}

enum CatalogAction { case load }

struct CatalogActionHandler: StateActionHandler {
  typealias State = CatalogState
  typealias Action = CatalogAction

  func process(action: CatalogAction, in model: HandlerModel<CatalogActionHandler>) {
    switch action {
    case .load:
      load(in: model)
    }
  }

  private func load(in model: HandlerModel<CatalogActionHandler>) {
    update(model: model) { state in
      state.loading = true
    }
    client.send(request: CatalogRequest())
      .observe(on: MainScheduler.instance)
      .subscribe(
        onSuccess: { response in
          self.update(model: model) { state in
            state.loading = false
            state.items = response.items
          }
        },
        onFailure: { error in
          self.update(model: model) { state in
            state.loading = false
            state.error = error
          }
        }
      )
      .disposed(by: disposeBag)
  }
}
