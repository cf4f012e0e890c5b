// Test runtime for the service fixtures: on Linux there is no Combine, so this module lets code
// that says `import Combine` build and run on OpenCombine, which implements the same API.
@_exported import OpenCombine
