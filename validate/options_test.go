package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestIsSubresource(t *testing.T) {
	for _, tc := range []struct {
		subs []string
		path string
		want bool
	}{
		{nil, "/", true},
		{nil, "/status", false},
		{[]string{"status"}, "/status", true},
		{[]string{"status"}, "/", false},
		{[]string{"status"}, "/statusx", false},
		{[]string{"statusx"}, "/status", false},
		{[]string{"a", "b"}, "/a/b", true},
		{[]string{"a", "b"}, "/a", false},
		{[]string{"a"}, "/a/b", false},
	} {
		op := operation.Operation{Request: operation.Request{Subresources: tc.subs}}
		if got := IsSubresource(op, tc.path); got != tc.want || got != (op.Request.SubresourcePath() == tc.path) {
			t.Errorf("IsSubresource(%q, %q) = %v, want %v", tc.subs, tc.path, got, tc.want)
		}
	}
	op := operation.Operation{Request: operation.Request{Subresources: []string{"status"}}}
	if n := testing.AllocsPerRun(100, func() { IsSubresource(op, "/status") }); n != 0 {
		t.Errorf("allocs = %v", n)
	}
}

type proto string

func TestEnumOption(t *testing.T) {
	p := Root()
	values := []proto{"SCTP", "TCP", "UDP"}
	excl := []EnumExclusion[proto]{{Value: "SCTP", Option: "NoSCTP", When: true}}
	on := operation.Operation{Options: map[string]bool{"NoSCTP": true}}
	off := operation.Operation{Options: map[string]bool{"NoSCTP": false}}
	if errs := EnumOption(&p, off, proto("SCTP"), values, excl); errs != nil {
		t.Errorf("SCTP allowed when the option is off: %v", errs)
	}
	want := field.NotSupported(nil, proto("SCTP"), []proto{"TCP", "UDP"})
	if errs := EnumOption(&p, on, proto("SCTP"), values, excl); len(errs) != 1 || errs[0].Detail != want.Detail {
		t.Errorf("SCTP excluded when the option is on: got %v, want %v", errs, want)
	}
	if errs := EnumOption(&p, operation.Operation{}, proto("TCP"), values, excl); len(errs) != 1 || errs[0].Type != field.ErrorTypeInternal ||
		errs[0].Detail != `undefined validation option "NoSCTP"` {
		t.Errorf("undefined option: %v", errs)
	}
	if n := testing.AllocsPerRun(100, func() { EnumOption(&p, off, proto("TCP"), values, excl) }); n != 0 {
		t.Errorf("allocs = %v", n)
	}
}
