// On Linux there is no Combine: this module lets generated code that says `import Combine` build
// and run on OpenCombine, which implements the same API.
@_exported import OpenCombine
