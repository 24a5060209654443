package validationgen

import (
	"strings"

	"github.com/kubedv/kubedv/gen/load"
)

// A package's types may have their validation generated into more than one
// package (Kubernetes v1.38 generates k8s.io/api/scheduling/v1's into
// itself, unregistered, and into k8s.io/kubernetes/pkg/apis/scheduling/v1).
// Calls from a third package go to the registering copy on Kubernetes 1.37
// trees (load.Result.FuncPkgOf); on 1.38 trees to the copy nearest the
// caller, so that k8s.io/api packages do not import k8s.io/kubernetes.

// generatedCopies maps each package whose types the jobs generate for to
// the packages its functions are generated into: the registering (or
// first) one first, then the others in import-path order.
func generatedCopies(res *load.Result, jobs []job) map[string][]string {
	out := map[string][]string{}
	for _, j := range jobs {
		in := j.input.Path
		if out[in] == nil {
			if canonical := res.FuncPkgOf[in]; canonical != "" {
				out[in] = []string{canonical}
			}
		}
		if len(out[in]) == 0 || out[in][0] != j.target.Path {
			out[in] = append(out[in], j.target.Path)
		}
	}
	return out
}

// nearestCopy returns, for calls from package caller, a function choosing
// among the copies of a package's functions: the one whose import path
// shares the most leading elements with caller's, the registering one on a
// tie. It returns nil where every call goes to the registering copy.
func nearestCopy(res *load.Result, copies map[string][]string, caller string) func(string) string {
	if !res.Universe.Release.CallsNearestGeneratedCopy() {
		return nil
	}
	return func(typesPkg string) string {
		candidates := copies[typesPkg]
		if len(candidates) == 0 {
			return ""
		}
		best, depth := candidates[0], sharedElems(caller, candidates[0])
		for _, c := range candidates[1:] {
			if d := sharedElems(caller, c); d > depth {
				best, depth = c, d
			}
		}
		return best
	}
}

// sharedElems counts the leading slash-separated elements a and b share.
func sharedElems(a, b string) int {
	as, bs := strings.Split(a, "/"), strings.Split(b, "/")
	n := 0
	for n < len(as) && n < len(bs) && as[n] == bs[n] {
		n++
	}
	return n
}
