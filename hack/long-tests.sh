#!/usr/bin/env bash
# The README's test command with the long randomized loops, for a scheduled or pre-release run.
# Every run of the test command (CI included) runs a fixed-seed slice of each loop; this
# script raises them to their full size:
#   KUBEDV_KIT_CASES        random creates and updates per root type, Go against the CRD (crdtest)
#   KUBEDV_CELRT_ROUNDS     random inputs per compiled CEL case, against cel-go (crdtest)
#   KUBEDV_CEL_VALUES       random values per compiled rule, against the API server's CEL (crdtest)
#   KUBEDV_CELFRONT_RANDOM  random CEL expressions, checked as cel-go and apiextensions check them
#   KUBEDV_LONG_TESTS=1     every file instead of a sample (gen/load's blanking against the parser)
# Each may be set by the caller to another value; SEED=S (KUBEDV_CELFRONT_SEED) picks another
# random sequence where a loop takes a seed.
#
# usage: hack/long-tests.sh   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
export KUBEDV_KIT_CASES="${KUBEDV_KIT_CASES:-10000}"
export KUBEDV_CELRT_ROUNDS="${KUBEDV_CELRT_ROUNDS:-3000}"
export KUBEDV_CEL_VALUES="${KUBEDV_CEL_VALUES:-10000}"
export KUBEDV_CELFRONT_RANDOM="${KUBEDV_CELFRONT_RANDOM:-6000}"
export KUBEDV_LONG_TESTS=1
if [ -n "${SEED:-}" ]; then export KUBEDV_CELFRONT_SEED="$SEED"; fi
timeout=-timeout=3h
go test $timeout ./... && go -C apiserver test $timeout ./... && go -C crdtest test $timeout ./... &&
	go -C validate/celinterp test $timeout ./... && go -C kubedv-validate test $timeout ./... &&
	go -C examples/kubebuilder test $timeout ./...
