package app

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/pprof"
	"os"
	"strings"
	"time"

	"github.com/google/uuid"

	"festival/frontend"
	"festival/graph"
	"festival/graph/loader"
	"festival/graph/relay"
	"festival/graph/schema/sdl"
	"festival/internal/account"
	"festival/internal/admin"
	"festival/internal/analytics"
	"festival/internal/auth"
	"festival/internal/calendar"
	"festival/internal/cards"
	"festival/internal/csvimport"
	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/identity"
	"festival/internal/kept"
	"festival/internal/lineup"
	"festival/internal/live"
	"festival/internal/mail"
	"festival/internal/notes"
	"festival/internal/onsite"
	"festival/internal/plan"
	"festival/internal/ratings"
	"festival/internal/recap"
	"festival/internal/retention"
	adminroles "festival/internal/roles"
	"festival/internal/share"
	"festival/internal/storage"
	"festival/internal/voting"
	"festival/internal/web"
)

// maxBodyBytes caps a GraphQL request body (multipart uploads: maxUploadBody).
const maxBodyBytes = 1 << 20

// importDeadline bounds a CSV import, which may outlast REQUEST_TIMEOUT (5,000 rows).
const importDeadline = 2 * time.Minute

// signInIPLimits, when set, replace the per-IP sign-in limits (tests only; production uses
// auth's defaults).
var signInIPLimits struct{ request, verify auth.Limit }

// shareIPLimit, when set, replaces the per-IP limit of shared pages (tests only; production
// uses share.DefaultOpenIPLimit).
var shareIPLimit auth.Limit

// Per WebSocket: active subscriptions (and running operations), and the message rate a
// client may keep up (per second) with its burst.
const (
	maxSocketOperations = 20
	socketMessageRate   = 20
	socketMessageBurst  = 40
)

// Server is the whole HTTP side of one instance.
type Server struct {
	Handler    http.Handler
	Websockets *web.Websockets
	// Hub delivers live updates; Run it for the server's lifetime.
	Hub *live.Hub
	// Notify runs reminders and the push outbox; Run it for the server's lifetime.
	Notify *notifyWorkers
	// Retention deletes expired rows (docs/retention.md); Run it for the server's lifetime.
	Retention *retention.Sweeper
	// Ops serves /metrics and /debug/pprof/; it belongs on a separate, private listener
	// (METRICS_ADDR), never on the public port.
	Ops http.Handler
	// FastPages is the sets page's fast path (nil when FAST_PAGES=off), Cards its card cache
	// (it keeps nothing unless Hub runs).
	FastPages *graph.FastPages
	Cards     *cards.Cache
	// Orders keeps the sets page's order and tallies per edition (the fast path's unfiltered
	// pages; it keeps nothing unless Hub runs).
	Orders *cards.Orders
	// Content keeps the festivals with their editions, stages and genres pages read
	// (internal/kept).
	Content *kept.Content

	share *live.Sharing
	store *db.DB
}

// NewServer wires services into one http.Handler; routes.go-style, every endpoint is here.
func NewServer(cfg Config, store *db.DB, mailer mail.Sender, log *slog.Logger) *Server {
	now := clock(cfg.Notify.ClockOffset)
	// Content kept per instance until the database announces a change (internal/kept).
	content := &kept.Content{}
	festivals := &festival.Service{DB: store.DB, Kept: content}
	users := &auth.Users{DB: store.DB}
	limiter := &auth.Limiter{DB: store.DB, Now: now}
	roles := &auth.Roles{DB: store.DB, Now: now, Log: log}
	sessions := &auth.Sessions{
		DB: store.DB, Pool: store.Pool, Now: now, Idle: cfg.SessionIdle, Absolute: cfg.SessionAbsolute,
		Domain: auth.CookieDomain(cfg.AppDomain), Roles: roles,
	}
	tokens := &auth.AccessTokens{DB: store.DB, Now: now, Limiter: limiter}
	signIn := &auth.SignIn{
		DB: store.DB, Now: now, Mail: mailer, Limiter: limiter,
		Sessions: sessions, Roles: roles, PublicURL: cfg.PublicURL, AppDomain: cfg.AppDomain,
		BootstrapEmail: cfg.BootstrapEmail, Log: log,
		RequestIPLimit: signInIPLimits.request, VerifyIPLimit: signInIPLimits.verify,
	}
	lineups := &lineup.Service{DB: store.DB, Pool: store.Pool, Kept: content}
	votes := &voting.Service{DB: store, Lineup: lineups, Now: now}
	feeds := &calendar.Feeds{DB: store.DB, Now: now, PublicURL: cfg.PublicURL, AppDomain: cfg.AppDomain, Roles: roles}
	hub := &live.Hub{
		Pool: store.Pool, Load: lineups.CardsByIDs, Visible: festivals.EditionVisibility,
		SessionsEnded: sessions.Ended, SessionCheckInterval: cfg.SocketCheckInterval, Log: log, Coalesce: 30 * time.Millisecond,
	}
	cardCache := &cards.Cache{Load: lineups.CardsByIDs}
	hub.Watch = cardCache
	setOrders := &cards.Orders{Load: lineups.OrderRows}
	hub.Rows = setOrders
	hub.Content = content
	groupSvc := &groups.Service{DB: store.DB, Now: now, Limiter: limiter}
	lineups.Groups = groupSvc
	noteSvc := &notes.Service{DB: store.DB, Now: now, Limiter: limiter, SetVisible: func(ctx context.Context, id uuid.UUID) (bool, error) {
		m, err := lineups.SetsByIDs(ctx, []uuid.UUID{id})
		return m[id] != nil, err
	}}
	var files storage.Store = &storage.Local{Dir: cfg.StorageDir}
	if cfg.S3 != nil {
		files = cfg.S3
	}
	admins := &admin.Service{DB: store.DB, Files: files, Now: now}
	onsiteSvc := &onsite.Service{DB: store.DB, Pool: store.Pool, Now: now}
	planSvc := &plan.Service{DB: store.DB, Limiter: limiter}
	ratingSvc := &ratings.Service{DB: store.DB, Now: now}
	recapSvc := &recap.Service{DB: store.DB, Now: now, Plan: planSvc}
	shareSvc := &share.Service{DB: store.DB, Now: now, PublicURL: cfg.PublicURL, Limiter: limiter}
	// Shared pages compute crew plans without the owner's plan limit (a reader is not the owner);
	// a page is built once per version of what it shows, and opens are limited per client IP.
	sharePages := &share.Handler{Shares: shareSvc, Log: log, Limiter: limiter, Limit: shareIPLimit,
		ClientIP: func(r *http.Request) string { return web.ClientOf(r).IP }, Pages: &share.Pages{
			DB: store.DB, Plan: &plan.Service{DB: store.DB}, Recap: recapSvc,
		}}
	accounts := &account.Service{DB: store.DB, Now: now, Recap: recapSvc}
	ws := &web.Websockets{
		AllowOrigin:   web.SameSiteOrigin(cfg.AppDomain),
		InitTimeout:   cfg.WSInitTimeout,
		WriteTimeout:  cfg.WSWriteTimeout,
		MaxOperations: maxSocketOperations,
		MessageRate:   socketMessageRate,
		MessageBurst:  socketMessageBurst,
		MaxPerClient:  cfg.WSMaxPerClient,
		MaxPerSession: cfg.WSMaxPerSession,
		Session: func(r *http.Request) string {
			if v := identity.From(r.Context()); v != nil {
				return v.SessionID.String()
			}
			return ""
		},
	}
	share := &live.Sharing{}
	notifySvc, notifyWork := newNotify(cfg, store, now, limiter, log)
	importer := &csvimport.Importer{DB: store.DB, Log: log, Deadline: importDeadline}
	roleSvc := &adminroles.Service{DB: store.DB}
	analyticsSvc := &analytics.Service{DB: store.DB}
	resolver := &graph.Resolver{
		FestivalService: festivals, UserService: users, SignIn: signIn, Sessions: sessions, TokenService: tokens,
		LineupService: lineups, VotingService: votes, Hub: hub, Feeds: feeds,
		GroupService: groupSvc, NoteService: noteSvc, AdminService: admins,
		ImportService: importer, RoleService: roleSvc, AnalyticsService: analyticsSvc,
		AccountService: accounts, PlanService: planSvc,
		ShareService: shareSvc, RatingService: ratingSvc, RecapService: recapSvc,
		NotifyService: notifySvc, Pusher: notifyWork.pusher,
		OnsiteService: onsiteSvc, LocationFeed: &onsite.Feed{S: onsiteSvc},
		SetOrders: setOrders,
	}
	notifyWork.onsite = onsiteSvc
	es := graph.NewExecutableSchema(graph.Config{Resolvers: resolver})
	var fast *graph.FastPages
	if cfg.FastPages {
		fast = graph.NewFastPages(es, resolver, cardCache)
		es = fast
	}
	gql := newGraphQL(es, readYourWrites(hub, cardCache, setOrders, content), costBudget{limiter: limiter, budget: tokenBudget.budget, window: tokenBudget.window},
		loader.Services{Festivals: festivals, Lineup: lineups, Voting: votes, Users: users, Groups: groupSvc, Notes: noteSvc, Admin: admins, Notify: notifySvc, Onsite: onsiteSvc, Tokens: tokens, Ratings: ratingSvc, Shares: shareSvc},
		ws, wsInit(sessions, tokens, hub, cfg.SocketCheckInterval), share, cfg.Dev, cfg.RequestTimeout, log,
	)
	dist := frontend.Dist()
	if cfg.FrontendDir != "" {
		dist = os.DirFS(cfg.FrontendDir)
	}
	spa := web.NewSPA(dist, cfg.AppDomain)
	m := newMetrics(ws.Open, hub.Subscribers, share.Resolutions, ws.Writes, func() (taken, fellBack, hits, misses int64) {
		if fast != nil {
			taken, fellBack = fast.Counts()
		}
		hits, misses = cardCache.Stats()
		return
	})
	m.sharedPages(sharePages.Pages.Counts)

	mux := http.NewServeMux()
	// Anonymous queries are shared for RESPONSE_CACHE_TTL (respcache.go).
	mux.Handle("/graphql", graphqlBody(refuseBatches(newResponseCache(cfg.ResponseCacheTTL).wrap(gql))))
	mux.Handle("GET "+storage.URLPrefix, storage.Handler(files))
	mux.HandleFunc("GET /graphiql", spa.GraphiQL)
	// The contract as SDL: the same bytes as schema.graphqls (graph/schema/sdl).
	schemaSDL := append(sdl.Print(es.Schema()), '\n')
	mux.HandleFunc("GET /schema.graphql", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(schemaSDL)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", readyz(store))
	mux.HandleFunc("GET /calendar/{token}", feeds.FeedHandler(log))
	mux.HandleFunc("GET /calendar/plan/{edition}", feeds.DownloadHandler(log, func(id string) (uuid.UUID, bool) { return relay.ParseIDOf(relay.TypeEdition, id) }))
	mux.HandleFunc("GET /admin/export/{table}", analyticsSvc.ExportHandler(log))
	mux.HandleFunc("GET /admin/export/ratings/{edition}", ratingSvc.ExportHandler(log))
	// Shared plans and recaps (issue 36): /p/{token}, /p/{token}.png and /p/share.css.
	mux.Handle("GET /p/{token}", sharePages)
	// Operations endpoints live on METRICS_ADDR only; here they are plainly not found (the SPA
	// would otherwise answer them with its index page).
	mux.HandleFunc("GET /account/export.json", accounts.ExportHandler(log))
	mux.Handle("/metrics", http.NotFoundHandler())
	mux.Handle("/debug/", http.NotFoundHandler())
	mux.Handle("/", spa)

	return &Server{
		Hub: hub, Notify: notifyWork, FastPages: fast, Cards: cardCache, Orders: setOrders, Content: content,
		Retention: &retention.Sweeper{DB: store.DB, Now: now, SessionIdle: cfg.SessionIdle, Log: log},
		// The proxy middleware runs first: headers, rate limits and cookies use the client it finds.
		// Responses are gzip'd for clients that ask (web.Gzip).
		Handler: withRequestLog(log, m, web.Gzip(cfg.TrustedProxies.Middleware(withDeadline(cfg.RequestTimeout, web.SecurityHeaders(
			web.ContentSecurityPolicyWith(cfg.AppDomain, cfg.Port, cfg.PublicURL, spa.ScriptHashes(), spa.StyleHashes()),
			withViewer(sessions, tokens, strings.HasPrefix(cfg.PublicURL, "https://"), log, routed(mux))))))),
		Websockets: ws,
		Ops:        opsHandler(m),
		share:      share,
		store:      store,
	}
}

// opsHandler serves /metrics and net/http/pprof under /debug/pprof/.
func opsHandler(m *metrics) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.handler())
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// readyz answers 200 only when the database answers and every migration is applied. It uses
// the store's own probe connection with a short deadline, so request traffic can neither starve
// nor slow it: a busy server is still ready, an unreachable database answers 503 within ~1.5 s.
func readyz(store *db.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 1500*time.Millisecond)
		defer cancel()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		if err := db.Ready(ctx, store); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			if errors.Is(err, db.ErrMigrationsPending) {
				_, _ = w.Write([]byte("migrations not applied\n"))
			} else {
				_, _ = w.Write([]byte("database unreachable\n"))
			}
			return
		}
		_, _ = w.Write([]byte("ready\n"))
	}
}

// capBody refuses bodies over limit: at once with 413 when Content-Length says so, otherwise the
// reader stops at the limit and the request fails to decode.
func capBody(next http.Handler, limit int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > limit {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next.ServeHTTP(w, r)
	})
}
