package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kubedv/kubedv/declarative"
)

func TestFlags(t *testing.T) {
	for _, c := range []struct {
		args       []string
		wantErr    string
		mode       ValidationMode
		dv, beta   bool
		etcdServer string
	}{
		{args: nil, mode: ModeEnforce, dv: true, beta: true},
		{args: []string{"--validation=declarative", "--feature-gates=DeclarativeValidationBeta=false"}, mode: ModeDeclarative, dv: true, beta: false},
		{args: []string{"--validation=shadow", "--feature-gates=DeclarativeValidation=false,DeclarativeValidationTakeover=true"}, mode: ModeShadow, dv: false, beta: true},
		{args: []string{"--etcd-servers=http://10.0.0.1:2379,http://10.0.0.2:2379"}, mode: ModeEnforce, dv: true, beta: true, etcdServer: "http://10.0.0.2:2379"},
		{args: []string{"--validation=strict"}, wantErr: `unknown validation mode "strict"`},
		{args: []string{"--feature-gates=DeclarativeValidationGamma=true"}, wantErr: "unrecognized feature gate"},
	} {
		o := NewOptions()
		fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
		fs.SetOutput(&strings.Builder{})
		o.AddFlags(fs)
		err := fs.Parse(c.args)
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%v: error %v, want one containing %q", c.args, err, c.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%v: %v", c.args, err)
			continue
		}
		if err := o.Validate(); err != nil {
			t.Errorf("%v: %v", c.args, err)
		}
		if o.Validation != c.mode || o.FeatureGate.Enabled(declarative.DeclarativeValidation) != c.dv ||
			o.FeatureGate.Enabled(declarative.DeclarativeValidationBeta) != c.beta {
			t.Errorf("%v: mode %s, DeclarativeValidation %t, Beta %t", c.args, o.Validation, o.FeatureGate.Enabled(declarative.DeclarativeValidation), o.FeatureGate.Enabled(declarative.DeclarativeValidationBeta))
		}
		if c.etcdServer != "" && (len(o.EtcdServers) != 2 || o.EtcdServers[1] != c.etcdServer) {
			t.Errorf("%v: etcd servers %v", c.args, o.EtcdServers)
		}
	}
}

func TestValidateOptions(t *testing.T) {
	o := NewOptions()
	o.Port, o.DataDir, o.EtcdPrefix = 70000, "", "registry"
	err := o.Validate()
	for _, want := range []string{"--secure-port 70000", "--data-dir is required", `--etcd-prefix "registry"`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want it to mention %s", err, want)
		}
	}
}

// TestRootModuleStaysLean guards the reason this server is a module of its
// own: users of the generator and runtime must not inherit its dependencies.
func TestRootModuleStaysLean(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, heavy := range []string{"k8s.io/apiserver", "go.etcd.io/", "k8s.io/client-go", "google.golang.org/grpc"} {
		if strings.Contains(string(raw), heavy) {
			t.Errorf("the root go.mod requires %s; keep the API server's dependencies in apiserver/go.mod", heavy)
		}
	}
}
