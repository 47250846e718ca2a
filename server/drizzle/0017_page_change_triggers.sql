-- Page change notifications: a website's pages (its CMS content: components, SEO) notify on the catalogue channel
-- (src/catalogue/changes.ts) like its website row and catalogue do, so every process drops the pages it drew for that
-- website's guests (src/web/pageCache.ts). Page edits are rare: they may drop the website's cached listings too.
CREATE OR REPLACE TRIGGER page_changed_pages AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION catalogue_notify_change();
