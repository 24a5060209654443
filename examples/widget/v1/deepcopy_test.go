package v1

import (
	"reflect"
	"strconv"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func TestPopulatedWidgetSetsEveryField(t *testing.T) {
	pkgPath := reflect.TypeFor[Widget]().PkgPath()
	var walk func(path string, v reflect.Value)
	walk = func(path string, v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(path, v.Elem())
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(path+"[i]", v.Index(i))
			}
		case reflect.Struct:
			if v.Type().PkgPath() != pkgPath {
				return // other packages' types are populated only as far as needed
			}
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				if v.Field(i).IsZero() {
					t.Errorf("populatedWidget leaves %s.%s unset; set it so deep copies of it are tested", path, f.Name)
					continue
				}
				walk(path+"."+f.Name, v.Field(i))
			}
		}
	}
	walk("Widget", reflect.ValueOf(populatedWidget()))
}

func TestDeepCopySharesNoMutableMemory(t *testing.T) {
	orig := populatedWidget()
	list := &WidgetList{
		TypeMeta: metav1.TypeMeta{APIVersion: SchemeGroupVersion.String(), Kind: "WidgetList"},
		ListMeta: metav1.ListMeta{ResourceVersion: "12"},
		Items:    []Widget{*populatedWidget(), *validWidget()},
	}
	cases := []struct {
		name       string
		orig, copy any
	}{
		{"Widget.DeepCopy", orig, orig.DeepCopy()},
		{"Widget.DeepCopyObject", orig, orig.DeepCopyObject()},
		{"WidgetList.DeepCopy", list, list.DeepCopy()},
		{"WidgetList.DeepCopyObject", list, list.DeepCopyObject()},
		{"WidgetSpec.DeepCopy", &orig.Spec, orig.Spec.DeepCopy()},
		{"WidgetTemplate.DeepCopy", &orig.Spec.Template, orig.Spec.Template.DeepCopy()},
		{"WidgetPort.DeepCopy", &orig.Spec.Template.Ports[0], orig.Spec.Template.Ports[0].DeepCopy()},
		{"WidgetStatus.DeepCopy", &orig.Status, orig.Status.DeepCopy()},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if !equality.Semantic.DeepEqual(tc.orig, tc.copy) {
				t.Fatalf("copy differs from original:\n got %+v\nwant %+v", tc.copy, tc.orig)
			}
			for _, shared := range sharedMemory(reflect.ValueOf(tc.orig), reflect.ValueOf(tc.copy), "") {
				t.Errorf("copy shares memory with the original at %s", shared)
			}
		})
	}
}

// sharedMemory lists the paths at which a and b (of the same type) point to
// the same pointer target, slice backing array or map.
func sharedMemory(a, b reflect.Value, path string) []string {
	var shared []string
	switch a.Kind() {
	case reflect.Interface:
		if !a.IsNil() && !b.IsNil() {
			shared = sharedMemory(a.Elem(), b.Elem(), path)
		}
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return nil
		}
		if a.Pointer() == b.Pointer() {
			return []string{path}
		}
		shared = sharedMemory(a.Elem(), b.Elem(), path)
	case reflect.Slice:
		if a.Len() == 0 || b.Len() == 0 {
			return nil
		}
		if a.Pointer() == b.Pointer() {
			return []string{path}
		}
		for i := 0; i < a.Len() && i < b.Len(); i++ {
			shared = append(shared, sharedMemory(a.Index(i), b.Index(i), path+"["+strconv.Itoa(i)+"]")...)
		}
	case reflect.Map:
		if a.Len() == 0 || b.Len() == 0 {
			return nil
		}
		if a.Pointer() == b.Pointer() {
			return []string{path}
		}
		for _, k := range a.MapKeys() {
			if bv := b.MapIndex(k); bv.IsValid() {
				shared = append(shared, sharedMemory(a.MapIndex(k), bv, path+"["+k.String()+"]")...)
			}
		}
	case reflect.Struct:
		if a.Type() == reflect.TypeFor[time.Time]() {
			return nil // time.Time shares its immutable *Location by design
		}
		for i := 0; i < a.NumField(); i++ {
			shared = append(shared, sharedMemory(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name)...)
		}
	}
	return shared
}

func TestMutatingCopyLeavesOriginalUnchanged(t *testing.T) {
	orig := populatedWidget()
	want := populatedWidget()
	c := orig.DeepCopy()

	*c.Spec.Replicas = 99
	*c.Spec.MaxUnavailable = 1
	*c.Spec.ActiveDeadlineSeconds = 1
	c.Spec.Zones[0] = "us-east-1a"
	c.Spec.MemoryLimit.Add(resource.MustParse("1Gi"))
	*c.Spec.RestartPolicy = WidgetRestartNever
	c.Spec.Template.Labels["app"] = "changed"
	c.Spec.Template.Labels["added"] = "yes"
	c.Spec.Template.Ports[0].Port = 1
	c.Spec.Template.Ports = append(c.Spec.Template.Ports[:1], WidgetPort{Name: "extra", Port: 2})
	c.Status.Conditions[0].Reason = "Changed"
	c.Labels["app"] = "changed"
	c.Annotations["widgets.kubedv.io/note"] = "changed"

	if !equality.Semantic.DeepEqual(orig, want) {
		t.Errorf("mutating the copy changed the original:\n got %+v\nwant %+v", orig, want)
	}
	if equality.Semantic.DeepEqual(c, want) {
		t.Error("copy still equals the original after mutation; the mutations above did not take effect")
	}
}

func TestDeepCopyOfNilIsNil(t *testing.T) {
	if (*Widget)(nil).DeepCopy() != nil || (*WidgetList)(nil).DeepCopy() != nil ||
		(*WidgetSpec)(nil).DeepCopy() != nil || (*WidgetTemplate)(nil).DeepCopy() != nil ||
		(*WidgetPort)(nil).DeepCopy() != nil || (*WidgetStatus)(nil).DeepCopy() != nil {
		t.Error("DeepCopy of a nil pointer returned a non-nil value")
	}
	// A typed nil inside runtime.Object would not compare equal to nil.
	if (*Widget)(nil).DeepCopyObject() != nil || (*WidgetList)(nil).DeepCopyObject() != nil {
		t.Error("DeepCopyObject of a nil pointer returned a non-nil runtime.Object")
	}
}

func TestDeepCopyKeepsNilAndEmptyCollectionsApart(t *testing.T) {
	// JSON output differs for nil and empty (omitted vs "[]"/"{}" when the
	// field has no omitempty), so a copy must preserve which one it was.
	empty := &Widget{Spec: WidgetSpec{Zones: []string{}, Template: WidgetTemplate{Labels: map[string]string{}}}}
	c := empty.DeepCopy()
	if c.Spec.Zones == nil || c.Spec.Template.Labels == nil {
		t.Error("empty collections became nil in the copy")
	}
	if c.Spec.Template.Ports != nil || c.Status.Conditions != nil || c.Spec.Replicas != nil || c.Spec.MemoryLimit != nil {
		t.Error("nil fields became non-nil in the copy")
	}
}
