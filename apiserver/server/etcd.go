package server

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"syscall"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
	"go.uber.org/zap"
)

// embeddedEtcd is a single-member etcd cluster inside the server process,
// listening on a free loopback port, with its data in dir/etcd.
type embeddedEtcd struct {
	etcd *embed.Etcd
	url  string
}

func startEmbeddedEtcd(dir string, logs bool) (*embeddedEtcd, error) {
	// A port free a moment ago can be taken by another process before etcd
	// binds it; etcd fails before it touches the data directory then, so
	// trying again on other ports is safe.
	for attempt := 1; ; attempt++ {
		e, err := startEmbeddedEtcdOnce(dir, logs)
		if err == nil || !errors.Is(err, syscall.EADDRINUSE) || attempt == 5 {
			return e, err
		}
	}
}

func startEmbeddedEtcdOnce(dir string, logs bool) (*embeddedEtcd, error) {
	clientURL, err := freeLoopbackURL()
	if err != nil {
		return nil, err
	}
	peerURL, err := freeLoopbackURL()
	if err != nil {
		return nil, err
	}
	cfg := embed.NewConfig()
	cfg.Name = "kubedv"
	cfg.Dir = filepath.Join(dir, "etcd")
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{*clientURL}, []url.URL{*clientURL}
	cfg.ListenPeerUrls, cfg.AdvertisePeerUrls = []url.URL{*peerURL}, []url.URL{*peerURL}
	cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
	// The peer URL changes on every start; a single-member cluster does not
	// talk to peers, so etcd must not insist on the one it first stored.
	cfg.StrictReconfigCheck = false
	cfg.LogLevel = "warn"
	cfg.LogOutputs = []string{"stderr"}
	if !logs {
		cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.NewNop())
	}
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return nil, fmt.Errorf("starting embedded etcd in %s: %w", cfg.Dir, err)
	}
	select {
	case <-e.Server.ReadyNotify():
	case <-time.After(time.Minute):
		e.Close()
		return nil, fmt.Errorf("embedded etcd in %s did not become ready within a minute", cfg.Dir)
	}
	return &embeddedEtcd{etcd: e, url: clientURL.String()}, nil
}

func (e *embeddedEtcd) close() {
	e.etcd.Close()
}

// freeLoopbackURL returns an http URL on a loopback port that was free a
// moment ago.
func freeLoopbackURL() (*url.URL, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := l.Addr().String()
	if err := l.Close(); err != nil {
		return nil, err
	}
	return &url.URL{Scheme: "http", Host: addr}, nil
}
