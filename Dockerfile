# Volunteer Hub: one image serves the web app and the API. Build: docker build -t volunteer-hub .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY apps/server apps/server
COPY packages/shared packages/shared
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The flags of `npm start` (decision 027); a test holds the two alike.
CMD ["node", "--liftoff-only", "--max-semi-space-size=4", "--max-old-space-size=256", "--heap-growing-percent=50", "--no-allocation-site-pretenuring", "--expose-gc", "apps/server/src/server.ts"]
