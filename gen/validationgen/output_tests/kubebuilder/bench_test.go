package kubebuilder

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// full is a Root with every field set, valid.
func full() *Root {
	r := valid()
	s := &r.Spec
	s.Weight, s.Policy, s.Labels = new(int64(1)), "If Not Present", map[string]string{"a": "b"}
	s.Ports = []Port{{Name: "http", Port: 80}, {Name: "https", Port: 443}}
	s.Note, s.Host, s.Secret, s.Prefix = new("ok"), "my-host", "anything at all", "abc"
	s.Choice = &Choice{Left: new(int32(1))}
	s.Ratio, s.Gain, s.Levels = new(2.25), -1.25, []float32{0.1, -3}
	s.Share, s.Grains = new(0.5), []float32{2.5, 4}
	s.Bag, s.Pair = &Bag{Foo: "x", Span: Span{Days: []string{"mon"}}}, Pair{A: "a"}
	s.Surge, s.Modes = new(intstr.FromString("25%")), []intstr.IntOrString{intstr.FromInt32(1), intstr.FromString("foo")}
	return r
}

func BenchmarkCreate(b *testing.B) {
	ctx, obj := context.Background(), full()
	op := operation.Operation{Type: operation.Create}
	b.ReportAllocs()
	for b.Loop() {
		Validate_Root(ctx, op, nil, obj, nil)
	}
}

func BenchmarkUnchangedUpdate(b *testing.B) {
	ctx, obj, old := context.Background(), full(), full()
	op := operation.Operation{Type: operation.Update}
	b.ReportAllocs()
	for b.Loop() {
		Validate_Root(ctx, op, nil, obj, old)
	}
}
