# Builds everything once, then runs the API, which also serves both front ends.
# Node 24, the LTS line supported longest (to April 2028; 22 ends in April 2027); README.md, Runtime.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/shared/package.json libs/shared/
COPY api/package.json api/
COPY public-web/package.json public-web/
COPY admin-web/package.json admin-web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# Two malloc arenas: sharp's threads otherwise leave the heap fragmented (bench/README.md, Media pipeline).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 BACKUP_SCHEDULE=02:30
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
