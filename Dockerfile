# HireSync: the sync server and the built PWA in one image (issue 45).
#   docker build -t hiresync . && docker run -p 8787:8787 -e APP_ORIGIN=... -e SMTP_URL=... hiresync
# compose.yaml runs it with Postgres and NATS. sync-server/src/production/omit-dev-start.test.ts runs the same
# steps as the runtime stage (a production-only install, then the compiled start), where no image can be built.

# Build: every dependency, then `npm run build` (the PWA into dist/, the compiled server into dist-server/).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only, the two build outputs, a user without rights to the code.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# DATA_DIR: uploaded files without S3, the embedded database without DATABASE_URL. A volume mounted here starts
# out owned by the node user, which is the only place it may write.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8787
VOLUME ["/data"]
# Ready, not just up: the database answers, its migrations are applied and the change bus is connected.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist-server/index.js"]
