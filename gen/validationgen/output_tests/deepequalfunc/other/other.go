// Package other holds a deep-equal function for ../crosspkg: one of another
// package, and not generic (func(a, b any) bool).
package other

import "reflect"

// DeepEqualCalls counts the calls, so that tests see it is used.
var DeepEqualCalls int

// DeepEqual is reflect.DeepEqual, counted.
func DeepEqual(a, b any) bool {
	DeepEqualCalls++
	return reflect.DeepEqual(a, b)
}
