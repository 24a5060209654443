package server

import (
	"path/filepath"

	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

// writeKubeconfig writes <dir>/kubeconfig, with one context "kubedv" for
// the server at url, and returns its path. The server's certificate is
// self-signed and every request is let in, so the kubeconfig skips
// certificate verification. Its token is ignored by the server; it is there
// because kubectl prompts for a password when a user has no credentials.
func writeKubeconfig(dir, url string) (string, error) {
	path := filepath.Join(dir, "kubeconfig")
	cfg := clientcmdapi.NewConfig()
	cfg.Clusters["kubedv"] = &clientcmdapi.Cluster{Server: url, InsecureSkipTLSVerify: true}
	cfg.AuthInfos["kubedv"] = &clientcmdapi.AuthInfo{Token: "kubedv-loopback"}
	cfg.Contexts["kubedv"] = &clientcmdapi.Context{Cluster: "kubedv", AuthInfo: "kubedv", Namespace: "default"}
	cfg.CurrentContext = "kubedv"
	return path, clientcmd.WriteToFile(*cfg, path)
}
