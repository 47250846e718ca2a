# What docker-compose.yml asks of postgres:15, on the local Debian image: POSTGRES_USER / POSTGRES_PASSWORD /
# POSTGRES_DB make the database on first start, data in /var/lib/postgresql/data (a volume), pg_isready on the PATH.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
# The package must not make its own cluster: the entrypoint makes one in PGDATA on first start.
RUN mkdir -p /etc/postgresql-common \
  && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/* \
  && install -d -o postgres -g postgres -m 700 /var/lib/postgresql/data \
  && install -d -o postgres -g postgres -m 2775 /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data LANG=C.UTF-8
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER postgres
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
