package server

import (
	"fmt"
	"net"
	"slices"
	"strings"

	"github.com/spf13/pflag"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/component-base/featuregate"
)

// Options configure one kubedv API server.
type Options struct {
	// BindAddress and Port are where the server listens (HTTPS). Port 0
	// picks a free port; Server.URL tells which.
	BindAddress net.IP
	Port        int
	// DataDir holds the embedded etcd's data, the serving certificate and
	// the kubeconfig the server writes.
	DataDir string
	// EtcdServers, when set, are the client URLs of an existing etcd
	// cluster to use instead of the embedded one.
	EtcdServers []string
	// EtcdPrefix is the key prefix of everything the server stores.
	EtcdPrefix string
	// Validation is the validation mode of the widget strategy.
	Validation ValidationMode
	// FeatureGate holds DeclarativeValidation, DeclarativeValidationBeta,
	// DeclarativeValidationTakeover and DeclarativeValidationInOpenAPI; the
	// --feature-gates flag sets it.
	FeatureGate featuregate.MutableFeatureGate
	// Scheme, when set, replaces NewScheme(); tests use it to register
	// extra validation or defaulting functions.
	Scheme *runtime.Scheme
	// EtcdLogs sends the embedded etcd's logs to stderr.
	EtcdLogs bool
}

// NewOptions returns the defaults: loopback port 8443, embedded etcd in
// ./kubedv-data, enforce mode, gates at their defaults.
func NewOptions() *Options {
	return &Options{
		BindAddress: net.IPv4(127, 0, 0, 1),
		Port:        8443,
		DataDir:     "kubedv-data",
		EtcdPrefix:  "/registry/kubedv",
		Validation:  ModeEnforce,
		FeatureGate: newFeatureGate(),
	}
}

// AddFlags registers the options as command-line flags.
func (o *Options) AddFlags(fs *pflag.FlagSet) {
	fs.IPVar(&o.BindAddress, "bind-address", o.BindAddress, "address to serve HTTPS on")
	fs.IntVar(&o.Port, "secure-port", o.Port, "port to serve HTTPS on (0 picks a free one)")
	fs.StringVar(&o.DataDir, "data-dir", o.DataDir, "directory of the embedded etcd's data, the serving certificate and the kubeconfig")
	fs.StringSliceVar(&o.EtcdServers, "etcd-servers", o.EtcdServers, "client URLs of an existing etcd cluster to use instead of the embedded one")
	fs.StringVar(&o.EtcdPrefix, "etcd-prefix", o.EtcdPrefix, "key prefix of everything the server stores in etcd")
	modes := make([]string, len(ValidationModes))
	for i, m := range ValidationModes {
		modes[i] = string(m)
	}
	fs.Var((*modeValue)(&o.Validation), "validation", "validation mode: "+strings.Join(modes, ", ")+
		" (shadow: hand-written validation answers, declarative is compared; enforce: declarative enforced with"+
		" WithDeclarativeEnforcement, hand-written still runs; declarative: no hand-written validation)")
	fs.BoolVar(&o.EtcdLogs, "etcd-logs", o.EtcdLogs, "log the embedded etcd to stderr")
	o.FeatureGate.AddFlag(fs)
}

// Validate checks the options before the server starts.
func (o *Options) Validate() error {
	var problems []string
	if o.BindAddress == nil {
		problems = append(problems, "--bind-address is required")
	}
	if o.Port < 0 || o.Port > 65535 {
		problems = append(problems, fmt.Sprintf("--secure-port %d is not a port number", o.Port))
	}
	if o.DataDir == "" {
		problems = append(problems, "--data-dir is required (it also holds the serving certificate)")
	}
	if !slices.Contains(ValidationModes, o.Validation) {
		problems = append(problems, fmt.Sprintf("--validation %q is not one of %v", o.Validation, ValidationModes))
	}
	if o.FeatureGate == nil {
		problems = append(problems, "a feature gate is required")
	}
	if !strings.HasPrefix(o.EtcdPrefix, "/") {
		problems = append(problems, fmt.Sprintf("--etcd-prefix %q must start with /", o.EtcdPrefix))
	}
	if len(problems) > 0 {
		return fmt.Errorf("invalid options: %s", strings.Join(problems, "; "))
	}
	return nil
}

// modeValue is the pflag.Value of --validation.
type modeValue ValidationMode

func (m *modeValue) String() string { return string(*m) }
func (m *modeValue) Type() string   { return "mode" }
func (m *modeValue) Set(s string) error {
	if !slices.Contains(ValidationModes, ValidationMode(s)) {
		return fmt.Errorf("unknown validation mode %q (want one of %v)", s, ValidationModes)
	}
	*m = modeValue(s)
	return nil
}
