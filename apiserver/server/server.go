// Package server is kubedv-apiserver: a Kubernetes-style API server for the
// example API widgets.kubedv.io/v1, built on k8s.io/apiserver with storage
// in etcd, whose widget strategy validates through package declarative.
package server

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apiserver/pkg/authentication/authenticator"
	"k8s.io/apiserver/pkg/authentication/user"
	"k8s.io/apiserver/pkg/authorization/authorizerfactory"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	genericapiserver "k8s.io/apiserver/pkg/server"
	genericoptions "k8s.io/apiserver/pkg/server/options"
	"k8s.io/apiserver/pkg/storage/storagebackend"
	"k8s.io/apiserver/pkg/util/compatibility"
	"k8s.io/client-go/rest"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// Server is a running kubedv API server.
type Server struct {
	// URL is the server's HTTPS address, such as https://127.0.0.1:8443.
	URL string
	// Kubeconfig is the path of the kubeconfig the server wrote for it.
	Kubeconfig string
	// EtcdServers are the client URLs of the etcd the server stores in.
	EtcdServers []string
	// EtcdPrefix is the key prefix of the stored objects; widgets are under
	// <EtcdPrefix>/widgets.kubedv.io/widgets/<namespace>/<name>.
	EtcdPrefix string

	stop   context.CancelFunc
	done   chan struct{} // closed when serving ended
	runErr error         // why serving ended; read after done is closed
	store  *genericregistry.Store
	etcd   *embeddedEtcd
}

// ClientConfig returns a client configuration for the server. The server
// serves a self-signed certificate and lets every request in (it is meant
// for loopback use), so the client skips certificate verification.
func (s *Server) ClientConfig() *rest.Config {
	return &rest.Config{Host: s.URL, TLSClientConfig: rest.TLSClientConfig{Insecure: true}, QPS: -1}
}

// Start starts a server and returns once it is ready to serve. It stops
// when ctx is cancelled or Stop is called.
func Start(ctx context.Context, o *Options) (_ *Server, err error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.DataDir, 0o700); err != nil {
		return nil, err
	}
	scheme := o.Scheme
	if scheme == nil {
		if scheme, err = NewScheme(); err != nil {
			return nil, err
		}
	}
	s := &Server{EtcdServers: o.EtcdServers, EtcdPrefix: o.EtcdPrefix, done: make(chan struct{})}
	defer func() {
		if err != nil {
			s.cleanUp()
		}
	}()
	if len(s.EtcdServers) == 0 {
		if s.etcd, err = startEmbeddedEtcd(o.DataDir, o.EtcdLogs); err != nil {
			return nil, err
		}
		s.EtcdServers = []string{s.etcd.url}
	}
	codecs := serializer.NewCodecFactory(scheme)
	cfg, err := genericConfig(o, codecs)
	if err != nil {
		return nil, err
	}
	s.URL = "https://" + net.JoinHostPort(o.BindAddress.String(), strconv.Itoa(cfg.SecureServing.Listener.Addr().(*net.TCPAddr).Port))
	generic, err := cfg.Complete().New("kubedv-apiserver", genericapiserver.NewEmptyDelegate())
	if err != nil {
		return nil, err
	}
	if err := s.installWidgets(generic, o, scheme, codecs); err != nil {
		return nil, err
	}
	runCtx, stop := context.WithCancel(ctx)
	s.stop = stop
	prepared := generic.PrepareRun()
	go func() {
		s.runErr = prepared.RunWithContext(runCtx)
		close(s.done)
	}()
	if err := s.waitReady(runCtx); err != nil {
		return nil, err
	}
	if s.Kubeconfig, err = writeKubeconfig(o.DataDir, s.URL); err != nil {
		return nil, err
	}
	return s, nil
}

// Stop shuts the server down, then the storage and the embedded etcd, and
// returns why serving ended (nil after a clean shutdown).
func (s *Server) Stop() error {
	s.cleanUp()
	return s.runErr
}

// Done is closed when the server stops serving, on its own or after Stop.
func (s *Server) Done() <-chan struct{} { return s.done }

func (s *Server) cleanUp() {
	if s.stop != nil {
		s.stop()
		<-s.done
		s.stop = nil
	}
	if s.store != nil && s.store.DestroyFunc != nil {
		s.store.DestroyFunc()
		s.store = nil
	}
	if s.etcd != nil {
		s.etcd.close()
		s.etcd = nil
	}
}

// genericConfig configures serving: HTTPS with a self-signed certificate
// kept in the data directory, every request allowed as an administrator
// (the server is meant for loopback), and OpenAPI v2 and v3 for the types.
func genericConfig(o *Options, codecs serializer.CodecFactory) (*genericapiserver.RecommendedConfig, error) {
	listener, err := net.Listen("tcp", net.JoinHostPort(o.BindAddress.String(), strconv.Itoa(o.Port)))
	if err != nil {
		return nil, err
	}
	serving := genericoptions.NewSecureServingOptions()
	serving.BindAddress, serving.Listener = o.BindAddress, listener
	serving.ServerCert.CertDirectory = filepath.Join(o.DataDir, "certs")
	serving.ServerCert.PairName = "kubedv-apiserver"
	if err := serving.MaybeDefaultWithSelfSignedCerts("localhost", nil, []net.IP{net.IPv4(127, 0, 0, 1), o.BindAddress}); err != nil {
		listener.Close()
		return nil, fmt.Errorf("creating a self-signed certificate: %w", err)
	}
	cfg := genericapiserver.NewRecommendedConfig(codecs)
	if err := serving.WithLoopback().ApplyTo(&cfg.SecureServing, &cfg.LoopbackClientConfig); err != nil {
		listener.Close()
		return nil, err
	}
	cfg.Authentication.Authenticator = authenticator.RequestFunc(admin)
	cfg.Authorization.Authorizer = authorizerfactory.NewAlwaysAllowAuthorizer()
	cfg.EffectiveVersion = compatibility.DefaultBuildEffectiveVersion()
	naming, err := namingScheme()
	if err != nil {
		return nil, err
	}
	namer := newDefinitionNamer(naming)
	openAPIDefinitions := openAPIDefinitions(o.FeatureGate)
	cfg.OpenAPIConfig = genericapiserver.DefaultOpenAPIConfig(openAPIDefinitions, namer.generic)
	cfg.OpenAPIConfig.GetDefinitionName = namer.name
	cfg.OpenAPIConfig.Info.Title, cfg.OpenAPIConfig.Info.Version = "kubedv-apiserver", "v1"
	cfg.OpenAPIV3Config = genericapiserver.DefaultOpenAPIV3Config(openAPIDefinitions, namer.generic)
	cfg.OpenAPIV3Config.GetDefinitionName = namer.name
	// The v3 config resolves references once, with the namer it was made
	// with; resolve them again with ours.
	cfg.OpenAPIV3Config.Definitions = openAPIDefinitions(func(name string) spec.Ref {
		defName, _ := namer.name(name)
		return spec.MustCreateRef("#/components/schemas/" + common.EscapeJsonPointer(defName))
	})
	cfg.OpenAPIV3Config.Info.Title, cfg.OpenAPIV3Config.Info.Version = "kubedv-apiserver", "v1"
	return cfg, nil
}

// admin authenticates every request as a cluster administrator.
func admin(*http.Request) (*authenticator.Response, bool, error) {
	return &authenticator.Response{User: &user.DefaultInfo{Name: "kubedv-admin", Groups: []string{user.SystemPrivilegedGroup, user.AllAuthenticated}}}, true, nil
}

// installWidgets serves widgets and widgets/status, stored in etcd as
// widgets.kubedv.io/v1 JSON.
func (s *Server) installWidgets(server *genericapiserver.GenericAPIServer, o *Options, scheme *runtime.Scheme, codecs serializer.CodecFactory) error {
	v, err := newValidator(scheme, o.Validation, declarative.WithFeatureGate(o.FeatureGate))
	if err != nil {
		return err
	}
	storageConfig := storagebackend.NewDefaultConfig(o.EtcdPrefix, codecs.LegacyCodec(widgetv1.SchemeGroupVersion))
	storageConfig.Transport.ServerList = s.EtcdServers
	storageConfig.EncodeVersioner = runtime.NewMultiGroupVersioner(widgetv1.SchemeGroupVersion, schema.GroupKind{Group: widgetv1.GroupName})
	restOptions := generic.RESTOptions{
		StorageConfig:           storageConfig.ForResource(widgetv1.Resource("widgets")),
		Decorator:               genericregistry.StorageWithCacher(),
		DeleteCollectionWorkers: 1,
		ResourcePrefix:          widgetStoragePrefix,
	}
	store, status, err := newWidgetStorage(scheme, v, restOptions)
	if err != nil {
		return err
	}
	s.store = store
	group := genericapiserver.NewDefaultAPIGroupInfo(widgetv1.GroupName, scheme, metav1.ParameterCodec, codecs)
	if err := addStorage(group.VersionedResourcesStorageMap, "v1", "widgets", store); err != nil {
		return err
	}
	if err := addStorage(group.VersionedResourcesStorageMap, "v1", "widgets/status", status); err != nil {
		return err
	}
	return server.InstallAPIGroup(&group)
}

// widgetStoragePrefix is where widgets are stored below the etcd prefix.
const widgetStoragePrefix = "/" + widgetv1.GroupName + "/widgets"

// WidgetKey returns the etcd key of a widget.
func (s *Server) WidgetKey(namespace, name string) string {
	return s.EtcdPrefix + widgetStoragePrefix + "/" + namespace + "/" + name
}

// waitReady polls /readyz until the server answers 200.
func (s *Server) waitReady(ctx context.Context) error {
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	defer client.CloseIdleConnections()
	deadline := time.Now().Add(time.Minute)
	for {
		select {
		case <-s.done:
			return fmt.Errorf("the server stopped before it was ready: %v", s.runErr)
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		resp, err := client.Get(s.URL + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return errors.Join(fmt.Errorf("the server at %s was not ready within a minute", s.URL), err)
		}
	}
}
