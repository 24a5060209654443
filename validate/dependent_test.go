package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestDependents(t *testing.T) {
	required := &field.Error{Type: field.ErrorTypeRequired, Field: itemName + ".port", BadValue: "", Detail: "must be set when host is set", Origin: "dependentRequired"}
	forbidden := &field.Error{Type: field.ErrorTypeForbidden, Field: itemName + ".port", BadValue: "", Detail: "may not be set when host is set", Origin: "dependentForbidden"}
	for _, tc := range []struct {
		name          string
		update        bool
		now, old      Dependency
		wantRequired  field.ErrorList
		wantForbidden field.ErrorList
	}{
		{name: "neither set", now: Dependency{}},
		{name: "only the dependent set", now: Dependency{Dependent: true}},
		{name: "trigger alone", now: Dependency{Trigger: true}, wantRequired: field.ErrorList{required}},
		{name: "both set", now: Dependency{Trigger: true, Dependent: true}, wantForbidden: field.ErrorList{forbidden}},
		{name: "update, unchanged", update: true, now: Dependency{Trigger: true}, old: Dependency{Trigger: true}},
		{name: "update, unchanged both", update: true, now: Dependency{true, true}, old: Dependency{true, true}},
		{name: "update, trigger set", update: true, now: Dependency{Trigger: true}, old: Dependency{}, wantRequired: field.ErrorList{required}},
		{name: "update, dependent cleared", update: true, now: Dependency{Trigger: true}, old: Dependency{true, true}, wantRequired: field.ErrorList{required}},
		{name: "update, dependent set", update: true, now: Dependency{true, true}, old: Dependency{Trigger: true}, wantForbidden: field.ErrorList{forbidden}},
		{name: "no old value: validated", now: Dependency{Trigger: true}, old: Dependency{Trigger: true}, wantRequired: field.ErrorList{required}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			expectErrors(t, atItemName(func(p *Path) field.ErrorList {
				return DependentRequired(p, "host", "port", tc.update, tc.now, tc.old)
			}), tc.wantRequired)
			expectErrors(t, atItemName(func(p *Path) field.ErrorList {
				return DependentForbidden(p, "host", "port", tc.update, tc.now, tc.old)
			}), tc.wantForbidden)
		})
	}
}

func BenchmarkDependentsValid(b *testing.B) {
	p := Root()
	spec := p.Child("spec")
	b.ReportAllocs()
	for b.Loop() {
		if DependentRequired(&spec, "host", "port", true, Dependency{true, true}, Dependency{}) != nil ||
			DependentForbidden(&spec, "host", "socket", false, Dependency{true, false}, Dependency{}) != nil {
			b.Fatal("input is not valid")
		}
	}
}
