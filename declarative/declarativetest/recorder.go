package declarativetest

import (
	"bytes"
	"context"
	"strings"
	"sync"

	dto "github.com/prometheus/client_model/go"
	"k8s.io/component-base/metrics"
	"k8s.io/klog/v2"
	"k8s.io/klog/v2/textlogger"

	"github.com/kubedv/kubedv/declarative"
)

// Recorder captures what declarative validation reports: its own metrics
// in its own registry, and the log lines of calls made with its Context.
// Each test can use a fresh Recorder, so tests do not share counters.
type Recorder struct {
	metrics  *declarative.Metrics
	registry metrics.KubeRegistry
	logs     lockedBuffer
	logger   klog.Logger
}

// NewRecorder returns a Recorder with zeroed counters and no log lines.
func NewRecorder() *Recorder {
	r := &Recorder{metrics: declarative.NewMetrics(), registry: metrics.NewKubeRegistry()}
	r.registry.MustRegister(r.metrics.Collectors()...)
	r.logger = textlogger.NewLogger(textlogger.NewConfig(textlogger.Output(&r.logs), textlogger.WithHeader(false)))
	return r
}

// Option makes a validation call count in this Recorder's metrics.
func (r *Recorder) Option() declarative.Option {
	return declarative.WithMetrics(r.metrics)
}

// Context returns parent with this Recorder's logger, which the validation
// calls log to.
func (r *Recorder) Context(parent context.Context) context.Context {
	return klog.NewContext(parent, r.logger)
}

// Registry is the registry the counters are registered in.
func (r *Recorder) Registry() metrics.KubeRegistry { return r.registry }

// Mismatches is the sum of declarative_validation_mismatch_total over all
// label values.
func (r *Recorder) Mismatches() float64 { return r.Count(declarative.MismatchMetricName, nil) }

// Panics is the sum of declarative_validation_panic_total over all label
// values.
func (r *Recorder) Panics() float64 { return r.Count(declarative.PanicMetricName, nil) }

// Count reads a counter from the registry: the sum over the series whose
// labels include every pair of labels (nil for all series). A counter that
// was never incremented reads 0.
func (r *Recorder) Count(name string, labels map[string]string) float64 {
	families, err := r.registry.Gather()
	if err != nil {
		panic("declarativetest: gathering metrics: " + err.Error())
	}
	total := 0.0
	for _, family := range families {
		if family.GetName() != name {
			continue
		}
		for _, m := range family.GetMetric() {
			if hasLabels(m.GetLabel(), labels) {
				total += m.GetCounter().GetValue()
			}
		}
	}
	return total
}

func hasLabels(pairs []*dto.LabelPair, want map[string]string) bool {
	for name, value := range want {
		found := false
		for _, p := range pairs {
			if p.GetName() == name && p.GetValue() == value {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// LogEntries returns the log entries written so far, one string per entry
// (a multi-line value, such as a stack, stays within its entry).
func (r *Recorder) LogEntries() []string {
	var entries []string
	for _, line := range strings.Split(r.logs.String(), "\n") {
		switch {
		case line == "":
		case line[0] == ' ' || line[0] == '\t':
			if n := len(entries); n > 0 {
				entries[n-1] += "\n" + line
			}
		default:
			entries = append(entries, line)
		}
	}
	return entries
}

// lockedBuffer is a bytes.Buffer safe for the concurrent writes of
// parallel validation calls.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
