package native

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync/atomic"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// BenchmarkKubernetesCreate measures what kube-apiserver's own code costs
// per document, on all CPUs, with nothing of ours around it but the JSON
// encoding of the request: decoding, defaults, conversion, the strategy,
// the declarative validation, on the objects of hack/bench.sh's native
// corpus (read before the timer). It is the ceiling of kubedv-validate's
// throughput on native kinds: the command also starts, reads, positions
// and writes. The garbage collector runs at the command's target
// (cli.gcPercent).
func BenchmarkKubernetesCreate(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	var src []byte
	for i := range 24 {
		src = fmt.Appendf(src, "---\n%s", benchDocument(i))
	}
	docs := manifest.Parse("bench.yaml", src, manifest.Limits{})
	v := nativeValidator(b)
	ctx := context.Background()
	invalid := 0
	for _, d := range docs {
		if v.Validate(ctx, d.Object, nil).Status != metav1.StatusSuccess {
			invalid++
		}
	}
	if len(docs) != 24 || invalid != 4 {
		b.Fatalf("%d documents, %d invalid; want 24, 4", len(docs), invalid)
	}
	var next atomic.Int64
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			v.Validate(ctx, docs[next.Add(1)%int64(len(docs))].Object, nil)
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "docs/s")
}

// benchDocument is hack/bench.sh's native document i.
func benchDocument(i int) string {
	switch i % 4 {
	case 0:
		replicas := 2
		if i%24 == 0 {
			replicas = -1
		}
		return fmt.Sprintf("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d%d\n  labels: {app: d%d, tier: web}\nspec:\n  replicas: %d\n  selector:\n    matchLabels: {app: d%d}\n  template:\n    metadata:\n      labels: {app: d%d}\n    spec:\n      containers:\n      - name: web\n        image: nginx:1.27\n        ports: [{containerPort: 8080, name: http}]\n        env: [{name: MODE, value: fast}]\n        resources: {requests: {cpu: 100m, memory: 64Mi}, limits: {memory: 128Mi}}\n        readinessProbe: {httpGet: {path: /healthz, port: http}}\n", i, i, replicas, i, i)
	case 1:
		port := "8080"
		if i%24 == 1 {
			port = "-8"
		}
		return fmt.Sprintf("apiVersion: v1\nkind: Service\nmetadata:\n  name: s%d\nspec:\n  selector: {app: web}\n  ports:\n  - {name: http, port: 80, targetPort: %s}\n", i, port)
	case 2:
		key := "level"
		if i%24 == 2 {
			key = `"bad key"`
		}
		return fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c%d\ndata:\n  mode: fast\n  %s: \"1\"\n", i, key)
	default:
		limit := 3
		if i%24 == 3 {
			limit = -2
		}
		return fmt.Sprintf("apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j%d\nspec:\n  backoffLimit: %d\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n      - {name: work, image: busybox:1.36, command: [sh, -c, \"echo hi\"]}\n", i, limit)
	}
}
