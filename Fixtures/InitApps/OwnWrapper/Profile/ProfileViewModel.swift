final class ProfileViewModel {
  @Provided var api: ProfileAPI
}
