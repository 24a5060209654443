package input

import (
	"testing"

	"github.com/kubedv/kubedv/gen/defaultergen/output_tests/input/types"
)

func TestInputPackage(t *testing.T) {
	s := &types.Server{}
	SetObjectDefaults_Server(s)
	if s.Replicas == nil || *s.Replicas != 1 || s.Protocol != "TCP" || s.Port == nil || *s.Port != 80 {
		t.Errorf("got %+v (replicas %v, port %v), want the hand-written and declared defaults", s, s.Replicas, s.Port)
	}
	set := int32(3)
	s = &types.Server{Replicas: &set, Protocol: "UDP", Port: &set}
	SetObjectDefaults_Server(s)
	if *s.Replicas != 3 || s.Protocol != "UDP" || *s.Port != 3 {
		t.Errorf("set values changed: %+v", s)
	}
}
