package union

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
)

// BenchmarkUnionHeavy validates Root, whose seven unions are evaluated
// twelve times per object (struct fields, a pointer, list items, map values
// and item members), on create, on an unchanged update and on an update
// that changes most unions. The target is 0 allocs/op for all three.
func BenchmarkUnionHeavy(b *testing.B) {
	changed := validRoot()
	changed.Shape = Shape{Type: ShapePolygon, Polygon: []Point{{X: 1}}}
	changed.Source = Source{Local: true}
	changed.Multi = Multi{Mode: new("Two"), A2: new(1), B3: []string{"x"}}
	changed.Tasks = []Task{{Name: "failed"}}
	changed.Typed = TaskList{{Name: "left"}}
	changed.Endpoints = []*Endpoint{{Name: "http", Port: 80}}
	obj := validRoot()
	ctx := context.Background()
	for _, bc := range []struct {
		name string
		op   operation.Type
		old  *Root
	}{
		{"create", operation.Create, nil},
		{"update unchanged", operation.Update, validRoot()},
		{"update changed", operation.Update, changed},
	} {
		b.Run(bc.name, func(b *testing.B) {
			op := operation.Operation{Type: bc.op}
			b.ReportAllocs()
			for b.Loop() {
				if errs := Validate_Root(ctx, op, nil, obj, bc.old); errs != nil {
					b.Fatal(errs)
				}
			}
		})
	}
}
