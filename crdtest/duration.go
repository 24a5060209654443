package crdtest

import (
	"reflect"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// metav1.Duration has its own JSON form (a Go duration string), so the
// filler would leave it zero; it draws durations instead, so that the kit
// compares duration bounds (+k8s:minimum="1s", kubernetes#142368) on
// both sides of each bound the kit's tests use.

var metaDurationType = reflect.TypeFor[metav1.Duration]()

// durationDraws are durations next to the usual bounds, and a few far off.
var durationDraws = []time.Duration{
	0, time.Nanosecond, -time.Second, time.Millisecond - 1, time.Millisecond,
	99 * time.Millisecond, 100 * time.Millisecond, time.Second - 1, time.Second, 30 * time.Second,
	90 * time.Second, 90*time.Second + 1, time.Hour, time.Hour + 1, 24 * time.Hour, 24*time.Hour + 1, 168 * time.Hour,
}

// fillDuration sets v, a metav1.Duration, as fill sets scalars: redrawn
// until its node's CEL rules pass, unless wild.
func (f *filler) fillDuration(v reflect.Value, n *node, required bool) {
	for range maxRedraws {
		d := durationDraws[f.r.IntN(len(durationDraws))]
		if f.r.IntN(4) == 0 {
			d = time.Duration(f.r.Int64N(int64(48 * time.Hour)))
		}
		v.Set(reflect.ValueOf(metav1.Duration{Duration: d}))
		if f.wild || !n.ownRules || n.celErrors(v) == 0 {
			return
		}
	}
	if !required {
		v.SetZero()
	}
}
