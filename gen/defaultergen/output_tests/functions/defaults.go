package functions

func SetDefaults_Root(in *Root) {
	in.Trace = append(in.Trace, "SetDefaults_Root:declared="+in.Declared)
}

func SetDefaults_Root_Second(in *Root) { in.Trace = append(in.Trace, "SetDefaults_Root_Second") }

func SetDefaults_Child(in *Child) {
	in.Trace = append(in.Trace, "SetDefaults_Child")
}

// +k8s:defaulter-gen=covers
func SetDefaults_Covered(in *Covered) { in.Trace = append(in.Trace, "SetDefaults_Covered") }
