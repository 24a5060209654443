package crdtest

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	runnercorev1 "github.com/kubedv/kubedv/crdtest/testdata/runner/corev1"
	"github.com/kubedv/kubedv/gen/lint"
)

// Differences that show on a type embedding k8s.io/api types (the runner
// API, testdata/runner): tags the CRD leaves out, +k8s:forbidden's
// short-circuit, and map-list keys repeated with different items.
var embeddedReasons = []reason{
	{"+k8s:customValidation calls a hand-written Go function, which the API server cannot run: the CRD leaves the tag out (finding crd-inexpressible)", lint.CRDInexpressible, leftOutCustom},
	{"the Go code stops a value's other checks once +k8s:forbidden failed (a short-circuit); the API server reports every keyword below the value", "short-circuit", forbiddenShortCircuited},
	{"a map-list key repeated more than twice: the API server reports its first repetition, the Go code every one (the items differ, their keys do not)", "duplicate-reported-once", repeatedKey},
}

func init() { reasons = append(reasons, embeddedReasons...) }

// customDetails are the details of the errors the runner API's
// hand-written functions report.
var customDetails = []string{runnercorev1.ReservedDomainDetail, runnercorev1.ReservedPriorityDetail}

// leftOutCustom: a Go-only error that a hand-written function reported.
func leftOutCustom(c *Case, d Difference) bool {
	return d.GoOnly && slices.ContainsFunc(c.Go, func(p Problem) bool {
		return p.Field == d.Path && p.Type == field.ErrorTypeInvalid && slices.Contains(customDetails, p.Detail)
	})
}

// forbiddenShortCircuited: a CRD-only problem strictly below a value the
// Go code reported as forbidden.
func forbiddenShortCircuited(c *Case, d Difference) bool {
	return !d.GoOnly && slices.ContainsFunc(c.Go, func(p Problem) bool {
		return p.Type == field.ErrorTypeForbidden && (strings.HasPrefix(d.Path, p.Field+".") || strings.HasPrefix(d.Path, p.Field+"["))
	})
}

// repeatedKey: the Go code reports a duplicate item of a map list whose
// key the API server reported as a duplicate at an earlier index.
func repeatedKey(c *Case, d Difference) bool {
	i := strings.LastIndexByte(d.Path, '[')
	if !d.GoOnly || i < 0 || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeDuplicate}) {
		return false
	}
	list, _, _ := nodeAt(c.schema, d.Path[:i])
	item, ok := lookup(c.New, d.Path)
	if list == nil || !ok || list.XListType == nil || *list.XListType != "map" {
		return false
	}
	key := func(v any) []any {
		m, _ := v.(map[string]any)
		out := make([]any, len(list.XListMapKeys))
		for j, k := range list.XListMapKeys {
			out[j] = m[k]
		}
		return out
	}
	index := func(path string) int {
		n, err := strconv.Atoi(strings.TrimSuffix(path[i+1:], "]"))
		if err != nil {
			return -1
		}
		return n
	}
	for _, p := range c.CRD {
		if p.Type != field.ErrorTypeDuplicate || !strings.HasPrefix(p.Field, d.Path[:i+1]) || index(p.Field) < 0 || index(p.Field) >= index(d.Path) {
			continue
		}
		if other, ok := lookup(c.New, p.Field); ok && reflect.DeepEqual(key(other), key(item)) {
			return true
		}
	}
	return false
}
