package validate

import (
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// TestDurationBounds: inclusive bounds on time.Duration and
// metav1.Duration, the bound in Go's duration syntax in the message, the
// value reported as given (kubernetes/kubernetes#142368).
func TestDurationBounds(t *testing.T) {
	meta := func(d time.Duration) metav1.Duration { return metav1.Duration{Duration: d} }
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"minimum, at the bound", func(p *Path) field.ErrorList { return DurationMinimum(p, time.Second, time.Second) }, nil},
		{"minimum, below", func(p *Path) field.ErrorList { return DurationMinimum(p, time.Second-1, time.Second) },
			field.ErrorList{wantInvalid(time.Second-1, "must be greater than or equal to 1s", "minimum")}},
		{"minimum, metav1", func(p *Path) field.ErrorList { return DurationMinimum(p, meta(-time.Minute), 90*time.Second) },
			field.ErrorList{wantInvalid(meta(-time.Minute), "must be greater than or equal to 1m30s", "minimum")}},
		{"maximum, at the bound", func(p *Path) field.ErrorList { return DurationMaximum(p, meta(time.Hour), time.Hour) }, nil},
		{"maximum, above", func(p *Path) field.ErrorList { return DurationMaximum(p, meta(time.Hour+1), time.Hour) },
			field.ErrorList{wantInvalid(meta(time.Hour+1), "must be less than or equal to 1h0m0s", "maximum")}},
		{"maximum, zero bound", func(p *Path) field.ErrorList { return DurationMaximum(p, time.Nanosecond, 0) },
			field.ErrorList{wantInvalid(time.Nanosecond, "must be less than or equal to 0s", "maximum")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}
