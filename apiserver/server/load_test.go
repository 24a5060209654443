package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/operation"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// TestLoad runs concurrent clients that create and update widgets, a share
// of them invalid, for a fixed time against one server with embedded etcd,
// then checks etcd: every accepted write is there and nothing invalid is.
// It runs for two seconds with four clients; KUBEDV_LOAD_DURATION (a Go
// duration) and KUBEDV_LOAD_CLIENTS make a longer run:
//
//	KUBEDV_LOAD_DURATION=60s KUBEDV_LOAD_CLIENTS=16 go test -run TestLoad -v ./apiserver/server
func TestLoad(t *testing.T) {
	duration := envOr(t, "KUBEDV_LOAD_DURATION", 2*time.Second, time.ParseDuration)
	clients := envOr(t, "KUBEDV_LOAD_CLIENTS", 4, strconv.Atoi)
	const invalidShare = 0.2

	s := startServer(t, t.TempDir(), nil)
	before := s.validationMetrics(t)
	ctx, cancel := context.WithTimeout(context.Background(), duration)
	defer cancel()
	results := make([]clientResult, clients)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range clients {
		wg.Go(func() { results[i] = runLoadClient(ctx, s, i, invalidShare) })
	}
	wg.Wait()
	elapsed := time.Since(start)
	after := s.validationMetrics(t)

	var latencies []time.Duration
	total := clientResult{accepted: map[string]int32{}}
	for _, r := range results {
		if r.err != nil {
			t.Fatalf("client: %v", r.err)
		}
		latencies = append(latencies, r.latencies...)
		total.requests += r.requests
		total.rejected += r.rejected
		total.wrongAnswers += r.wrongAnswers
		total.refused = append(total.refused, r.refused...)
		for k, v := range r.accepted {
			total.accepted[k] = v
		}
	}
	if total.requests == 0 {
		t.Fatal("no request completed")
	}
	slices.Sort(latencies)
	requests := after.count - before.count
	t.Logf("%d clients, %v: %d requests (%d rejected as invalid), %.0f requests/s, latency p50 %v p99 %v",
		clients, elapsed.Round(time.Millisecond), total.requests, total.rejected, float64(total.requests)/elapsed.Seconds(),
		percentile(latencies, 0.50), percentile(latencies, 0.99))
	t.Logf("server-side validation per request (%d validated): declarative %.2f µs, hand-written %.2f µs",
		int(requests), 1e6*(after.declarative-before.declarative)/requests, 1e6*(after.handwritten-before.handwritten)/requests)
	if total.wrongAnswers > 0 {
		t.Errorf("%d requests got an answer other than the one their validity calls for", total.wrongAnswers)
	}
	checkStored(t, s, total)
}

type clientResult struct {
	requests, rejected, wrongAnswers int
	latencies                        []time.Duration
	accepted                         map[string]int32 // widget name -> replicas of the last accepted write
	refused                          []string         // names of widgets whose create was refused
	err                              error
}

// runLoadClient creates widgets and updates the ones it created until ctx
// ends. A write is invalid with probability invalidShare; an invalid write
// must get a 422 and a valid one must succeed.
func runLoadClient(ctx context.Context, s *testServer, id int, invalidShare float64) clientResult {
	r := clientResult{accepted: map[string]int32{}}
	rng := rand.New(rand.NewPCG(uint64(id), 42))
	var mine []*widgetv1.Widget
	for n := 0; ctx.Err() == nil; n++ {
		invalid := rng.Float64() < invalidShare
		var err error
		var w *widgetv1.Widget
		begin := time.Now()
		if len(mine) == 0 || rng.IntN(2) == 0 {
			w = sprocket("load", fmt.Sprintf("c%d-w%d", id, n))
			w.Spec.Replicas = new(rng.Int32N(1000))
			if invalid {
				w.Spec.Replicas = new(1001 + rng.Int32N(1000))
			}
			var created *widgetv1.Widget
			if created, err = s.create(w); err == nil {
				mine = append(mine, created)
			}
		} else {
			i := rng.IntN(len(mine))
			w = mine[i].DeepCopy()
			// At most 100 more replicas: the example's CEL transition rule.
			w.Spec.Replicas = new(rng.Int32N(min(*w.Spec.Replicas+100, 999) + 1))
			if invalid {
				w.Spec.Owner = "Not A Handle"
			}
			var updated *widgetv1.Widget
			if updated, err = s.update(w); err == nil {
				mine[i] = updated
			}
		}
		r.requests++
		r.latencies = append(r.latencies, time.Since(begin))
		switch {
		case err == nil && !invalid:
			r.accepted[w.Name] = *w.Spec.Replicas
		case apierrors.IsInvalid(err) && invalid:
			r.rejected++
			if w.ResourceVersion == "" {
				r.refused = append(r.refused, w.Name)
			}
		case err != nil && !apierrors.IsInvalid(err):
			r.err = fmt.Errorf("%s %s: %w", map[bool]string{true: "create", false: "update"}[w.ResourceVersion == ""], w.Name, err)
			return r
		default:
			r.wrongAnswers++
		}
	}
	return r
}

// checkStored reads every widget from etcd, bypassing the server, and
// checks it against what the clients were told.
func checkStored(t *testing.T, s *testServer, want clientResult) {
	etcd := etcdClient(t, s.Server)
	resp, err := etcd.Get(context.Background(), s.WidgetKey("load", ""), clientv3.WithPrefix())
	if err != nil {
		t.Fatal(err)
	}
	scheme, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string]int32{}
	for _, kv := range resp.Kvs {
		w := &widgetv1.Widget{}
		if err := json.Unmarshal(kv.Value, w); err != nil {
			t.Fatalf("%s: %v", kv.Key, err)
		}
		stored[w.Name] = *w.Spec.Replicas
		ctx := declarative.WithRequestInfo(context.Background(), declarative.RequestInfo{APIGroup: widgetv1.GroupName, APIVersion: "v1", Resource: "widgets"})
		if errs := declarative.DeclarativeErrors(ctx, scheme, w, nil, operation.Create); len(errs) > 0 {
			t.Errorf("invalid widget stored: %s: %v", w.Name, errs)
		}
		if errs := widgetv1.Handwritten(ctx, w, nil); len(errs) > 0 {
			t.Errorf("invalid widget stored (hand-written validation): %s: %v", w.Name, errs)
		}
	}
	for name, replicas := range want.accepted {
		if got, ok := stored[name]; !ok || got != replicas {
			t.Errorf("accepted write of %s (replicas %d) is not in etcd: stored %v (present %t)", name, replicas, got, ok)
		}
	}
	for _, name := range want.refused {
		if _, ok := stored[name]; ok {
			t.Errorf("refused widget %s is in etcd", name)
		}
	}
	t.Logf("etcd holds %d widgets; all %d accepted writes found, none of %d refused creates", len(resp.Kvs), len(want.accepted), len(want.refused))
}

type validationTotals struct{ count, declarative, handwritten float64 }

func (s *testServer) validationMetrics(t *testing.T) validationTotals {
	body, err := s.client.Get().AbsPath("/metrics").DoRaw(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	text := string(body)
	return validationTotals{
		count:       metricValue(t, text, ValidationSecondsName+"_count", map[string]string{"step": stepDeclarative}),
		declarative: metricValue(t, text, ValidationSecondsName+"_sum", map[string]string{"step": stepDeclarative}),
		handwritten: metricValue(t, text, ValidationSecondsName+"_sum", map[string]string{"step": stepHandwritten}),
	}
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}

func envOr[T any](t *testing.T, name string, def T, parse func(string) (T, error)) T {
	v := strings.TrimSpace(os.Getenv(name))
	if v == "" {
		return def
	}
	parsed, err := parse(v)
	if err != nil {
		t.Fatalf("%s=%q: %v", name, v, err)
	}
	return parsed
}
