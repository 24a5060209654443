// Command kubedv-apiserver serves widgets.kubedv.io/v1 with storage in etcd
// (embedded by default) and declarative validation.
//
//	go -C apiserver run ./cmd/kubedv-apiserver --data-dir /tmp/kubedv
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/pflag"

	"github.com/kubedv/kubedv/apiserver/server"
)

func main() {
	o := server.NewOptions()
	fs := pflag.NewFlagSet("kubedv-apiserver", pflag.ContinueOnError)
	o.AddFlags(fs)
	if err := fs.Parse(os.Args[1:]); err != nil {
		if err == pflag.ErrHelp {
			return
		}
		os.Exit(2)
	}
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "kubedv-apiserver:", err)
		os.Exit(1)
	}
}

func run(o *server.Options) error {
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	s, err := server.Start(ctx, o)
	if err != nil {
		return err
	}
	fmt.Printf("kubedv-apiserver serving widgets.kubedv.io/v1 at %s (etcd %v, validation %s)\n", s.URL, s.EtcdServers, o.Validation)
	fmt.Printf("kubeconfig: %s\n", s.Kubeconfig)
	select {
	case <-ctx.Done():
	case <-s.Done():
		return fmt.Errorf("the server stopped: %v", s.Stop())
	}
	return s.Stop()
}
