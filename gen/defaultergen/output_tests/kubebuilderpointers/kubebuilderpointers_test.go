package kubebuilderpointers

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

func ptr[T any](v T) *T { return &v }

func TestDefaultsThroughPointersToCollections(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in, want *Workload
	}{{
		name: "nil pointers stay nil",
		in:   &Workload{},
		want: &Workload{},
	}, {
		name: "empty collections stay empty",
		in:   &Workload{Spec: WorkloadSpec{Env: &[]EnvVar{}, Ports: &[]*Port{}, Volumes: &VolumeList{}}},
		want: &Workload{Spec: WorkloadSpec{Env: &[]EnvVar{}, Ports: &[]*Port{}, Volumes: &VolumeList{}}},
	}, {
		name: "every item is defaulted",
		in: &Workload{Spec: WorkloadSpec{
			Env:     &[]EnvVar{{Name: "A"}, {Name: "B", Source: "Secret", Value: ptr("b")}},
			Ports:   &[]*Port{{}, nil, {Number: ptr[int32](8080), Protocol: "UDP"}},
			Volumes: &VolumeList{{Name: "scratch"}, {Name: "disk", EmptyDir: &EmptyDir{Medium: "Disk"}}},
		}},
		want: &Workload{Spec: WorkloadSpec{
			Env:     &[]EnvVar{{Name: "A", Source: "Literal", Value: ptr("")}, {Name: "B", Source: "Secret", Value: ptr("b")}},
			Ports:   &[]*Port{{Number: ptr[int32](80), Protocol: "TCP"}, nil, {Number: ptr[int32](8080), Protocol: "UDP"}},
			Volumes: &VolumeList{{Name: "scratch", EmptyDir: &EmptyDir{Medium: "Memory"}}, {Name: "disk", EmptyDir: &EmptyDir{Medium: "Disk"}}},
		}},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			scheme := runtime.NewScheme()
			if err := RegisterDefaults(scheme); err != nil {
				t.Fatal(err)
			}
			scheme.Default(tc.in)
			if !reflect.DeepEqual(tc.in, tc.want) {
				t.Errorf("got  %#v\nwant %#v", tc.in, tc.want)
			}
		})
	}
}
