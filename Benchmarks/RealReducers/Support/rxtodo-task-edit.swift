// What TaskEditViewReactor names from the rest of RxTodo (ours, for archgen's real-reducer
// benchmark): the task model and the services its `mutate` calls, reduced to their signatures.
import ReactorKit

struct Task {
  var id: String = ""
  var title: String = ""
}

protocol AlertActionType {}

enum TaskEditViewCancelAlertAction: AlertActionType {
  case leave
  case stay
}

enum AlertStyle {
  case alert
  case actionSheet
}

protocol TaskServiceType {
  func create(title: String, memo: String?) -> Observable<Task>
  func update(taskID: String, title: String, memo: String?) -> Observable<Task>
}

protocol AlertServiceType {
  func show<Action: AlertActionType>(
    title: String?, message: String?, preferredStyle: AlertStyle, actions: [Action]
  ) -> Observable<Action>
}

protocol ServiceProviderType {
  var taskService: TaskServiceType { get }
  var alertService: AlertServiceType { get }
}
