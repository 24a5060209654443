package v1

import (
	"context"
	"math/rand"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/randfill"
)

// filler makes random widgets: short strings from a small alphabet (so
// that some are valid and some are not), nil and empty collections.
func filler(f *randfill.Filler) *randfill.Filler {
	return f.NilChance(0.2).NumElements(0, 3).Funcs(
		func(s *string, c randfill.Continue) {
			const alphabet = "ab-Z. 1é"
			b := make([]rune, c.Intn(12))
			for i := range b {
				b[i] = []rune(alphabet)[c.Intn(len([]rune(alphabet)))]
			}
			*s = string(b)
		},
		func(q *resource.Quantity, c randfill.Continue) {
			*q = *resource.NewQuantity(c.Int63n(1<<20), resource.BinarySI)
		},
		func(t *metav1.Time, c randfill.Continue) {
			*t = metav1.Unix(c.Int63n(1<<31), 0)
		},
	)
}

// checkWidget validates w on create and on update, and checks the
// ratcheting promise: an update that changes nothing is always valid.
func checkWidget(t *testing.T, w, old *Widget) {
	ctx := context.Background()
	create := operation.Operation{Type: operation.Create}
	update := operation.Operation{Type: operation.Update}
	Validate_Widget(ctx, create, nil, w, nil)
	Validate_Widget(ctx, update, nil, w, old)
	if errs := Validate_Widget(ctx, update, nil, w, w.DeepCopy()); len(errs) != 0 {
		t.Fatalf("an unchanged update must be valid (ratcheting), got %v\nobject: %+v", errs, w)
	}
}

// TestRandomWidgets runs random objects through the generated validation:
// it must never panic, whatever is nil, empty or invalid.
func TestRandomWidgets(t *testing.T) {
	f := filler(randfill.New().RandSource(rand.NewSource(1)))
	invalid := 0
	for i := 0; i < 3000; i++ {
		var w, old Widget
		f.Fill(&w)
		f.Fill(&old)
		checkWidget(t, &w, &old)
		if len(Validate_Widget(context.Background(), operation.Operation{Type: operation.Create}, nil, &w, nil)) > 0 {
			invalid++
		}
	}
	// Random data must reach the error paths, or the test proves little.
	if invalid == 0 {
		t.Fatal("no random widget was invalid; the filler produces only valid data")
	}
}

// FuzzWidget drives the same checks from go test -fuzz.
func FuzzWidget(f *testing.F) {
	for _, seed := range []string{"", "widget", "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fill := filler(randfill.NewFromGoFuzz(data))
		var w, old Widget
		fill.Fill(&w)
		fill.Fill(&old)
		checkWidget(t, &w, &old)
	})
}
