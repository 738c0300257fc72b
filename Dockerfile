# Inai Matrimony: one image serving the web app and the API (docs/operations.md).
#   docker build -t inai-matrimony .        or, with PostgreSQL and Redis:  docker compose up --build

# --- build: install everything, build shared, web and server, then drop the dev dependencies ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3, sharp and argon2 come as prebuilt binaries for linux-x64/arm64 (glibc); the
# compilers are only a fallback for a platform without them.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# --- run: the built files, production dependencies, a non-root user ---
FROM node:20-bookworm-slim
# pg_dump / pg_restore for `backup` and `restore` with DATABASE_URL (the compose file's PostgreSQL is 15).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
# Production refuses to pretend: the container starts only with SMTP_URL and SMS_PROVIDER=msg91
# (or ALLOW_DEV_OUTBOX=1, nothing sent) and PAYMENT_PROVIDER=phonepe (or ALLOW_SANDBOX_PAYMENTS=1),
# and says which is missing (README, "Running in production").
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
# The SQLite file, uploaded photos, horoscopes and ID proofs live in DATA_DIR: a volume, owned by
# the unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
