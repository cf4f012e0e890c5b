/// The commented `.archgen.yml` that `archgen init` writes. Every value shown is the default.
public enum DefaultConfigFile {
  public static let text = """
    # archgen configuration. Every key is optional; the values shown are the defaults.
    # Unknown keys are reported; see README.md for every option.

    scaffold:
      # Where `archgen scene` / `archgen service` write sources, and tests (default: same folder).
      output: .
      # tests_output: Tests
      # A folder of templates replacing built-in ones of the same name (`archgen templates export`).
      # templates: Templates/archgen
      reactive: rxswift          # rxswift | combine
      ui: uikit                  # uikit | swiftui
      # File header fields; without them archgen uses the Xcode project's name and FILEHEADER.
      # project: MyApp
      # author: Jane Appleseed
      # organization: Example Ltd

    enum_props:
      prefix: is                 # isLoading, isLoaded, ...
      setters: false

    graph:
      # Extra function names whose `switch` reduces a state by an event.
      functions: []

    lint:
      included: []               # paths to lint when none are given on the command line
      excluded: []               # path globs never linted
      environment:
        names: [CurrentEnvironment]
        mutators: [setEnvironment]
        allowed_types: ["*Builder", "*Assembly"]
        allowed_paths: []
        mutation_allowed_types: ["*AppDelegate", "*App", "*Assembly"]
        mutation_allowed_paths: []
        accessors: [env]
        allow_default_arguments: false
        allow_previews: true
        allowed_conditions: []
        allow_environment_type: true
      # suppression_aliases:
      #   prohibit_environment_assignment: environment-mutation
      # rules:
      #   impure-reducer:
      #     enabled: true
      #     severity: warning
      #     excluded: ["Legacy/**"]

    """
}
