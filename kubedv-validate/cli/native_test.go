package cli

import (
	"strings"
	"testing"
)

// TestNativeCreatesAndUpdates runs the native corpus through the command:
// causes at their fields in the source, updates of immutable fields found
// offline, valid updates and creates silent, a kind not built in refused
// per document while the others are validated.
func TestNativeCreatesAndUpdates(t *testing.T) {
	code, out, errOut := runMain(t, "apiVersion: v1\nkind: ComponentStatus\nmetadata: {name: n}\n",
		"--old", td("old/native-updates.yaml"), td("new/native.yaml"), td("new/native-updates.yaml"), "-")
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	f, u := td("new/native.yaml"), td("new/native-updates.yaml")
	want := []string{
		f + `:96:5: spec.containers[0].name: Invalid value: "Web_1": a lowercase RFC 1123 label`,
		f + `:98:7: spec.containers[0].ports[0].containerPort: Invalid value: 70000: must be between 1 and 65535, inclusive (v1 Pod pod-bad, create)`,
		f + `:143:3: spec.replica: unknown field "spec.replica" (apps/v1 Deployment deploy-unknown, create)`,
		f + `:504:48: roleRef.kind: Unsupported value: "Deployment": supported values: "Role", "ClusterRole"`,
		u + `:8:3: spec.selector: Invalid value: {"matchLabels":{"app":"b"}}: field is immutable (apps/v1 Deployment up-deploy-selector, update)`,
		u + `:99:3: spec.serviceName: Invalid value: "db2": field is immutable (apps/v1 StatefulSet up-sts-service, update)`,
		`-:1:1: no matches for kind "ComponentStatus" in version "v1": ComponentStatus is a Kubernetes v1.37.2 kind whose validation is not built into kubedv-validate`,
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
	for _, valid := range []string{"deploy-good", "up-deploy-scale", "up-job-parallelism", "up-svc-port", "up-pod-image", "hpa-good"} {
		if strings.Contains(out, " "+valid+",") {
			t.Errorf("%s is valid, got\n%s", valid, out)
		}
	}
	if !strings.Contains(errOut, "59 documents, 34 invalid") {
		t.Errorf("summary %q", errOut)
	}
}
