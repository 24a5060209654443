package validate

import (
	"fmt"
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// itemName is where the table tests report: a path with a child, an index
// and a nested child, so rendering is exercised by every expectation.
const itemName = "spec.items[2].name"

// atItemName runs check with the Path of spec.items[2].name.
func atItemName(check func(p *Path) field.ErrorList) field.ErrorList {
	root := Root()
	spec := root.Child("spec")
	items := spec.Child("items")
	item := items.Index(2)
	name := item.Child("name")
	return check(&name)
}

// Named types: the bad value must keep the caller's type.
type (
	testName     string
	testReplicas int32
	testPort     uint16
)

// wantInvalid is the Invalid error Kubernetes builds at itemName.
func wantInvalid(bad any, detail, origin string) *field.Error {
	return &field.Error{Type: field.ErrorTypeInvalid, Field: itemName, BadValue: bad, Detail: detail, Origin: origin}
}

// expectErrors compares every field of every error, including the dynamic
// type of BadValue.
func expectErrors(t *testing.T, got, want field.ErrorList) {
	t.Helper()
	if len(want) == 0 {
		if got != nil {
			t.Fatalf("want nil, got %s", describe(got))
		}
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("errors differ\n got: %s\nwant: %s", describe(got), describe(want))
	}
}

func describe(errs field.ErrorList) string {
	if errs == nil {
		return "nil"
	}
	s := ""
	for _, e := range errs {
		s += fmt.Sprintf("\n  {Type:%q Field:%q BadValue:%#v (%T) Detail:%q Origin:%q}", e.Type, e.Field, e.BadValue, e.BadValue, e.Detail, e.Origin)
	}
	return s
}
