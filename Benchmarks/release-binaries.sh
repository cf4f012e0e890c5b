# Sourced by the real-app benchmarks (lint-app-bench.sh, parse-floor-bench.sh), with `root` set to
# the repository: sets ARCHGEN and ARCHGEN_BENCH to release builds. Binaries already named by those
# variables are kept; else both are built in release into .build-bench through the Benchmarks
# package (as Benchmarks/run.sh does), linked as the release artifact bundle is
# (.ci/build-artifactbundle.sh): the Swift runtime inside.
if [[ -z ${ARCHGEN:-} || -z ${ARCHGEN_BENCH:-} ]]; then
  static=()
  [[ $(uname -s) == Linux ]] && static=(--static-swift-stdlib)
  build() {
    (cd "$root" && swift build -c release --package-path Benchmarks --scratch-path .build-bench \
      ${static[@]+"${static[@]}"} "$@")
  }
  build --product archgen >/dev/null && build --product archgen-bench >/dev/null
  bin=$(build --show-bin-path)
  ARCHGEN=${ARCHGEN:-$bin/archgen}
  ARCHGEN_BENCH=${ARCHGEN_BENCH:-$bin/archgen-bench}
fi
