package serve

import (
	"embed"
	"io/fs"
	"net/http"
)

// web holds the page and its vendored libraries and base map
// (web/vendor/README.md says where they come from).
//
//go:embed web
var web embed.FS

//go:embed openapi.json
var openAPI []byte

// pageHandler serves the embedded page to GET and HEAD.
func pageHandler() http.Handler {
	sub, err := fs.Sub(web, "web")
	if err != nil {
		panic(err) // the directory is embedded: it is there
	}
	files := http.FileServerFS(sub)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, r.Method+" is not allowed here")
			return
		}
		files.ServeHTTP(w, r)
	})
}

func serveOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write(openAPI)
}
