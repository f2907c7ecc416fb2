import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lostCategoryList } from '../../../services/lost-property';
import { lostSearchSchema } from '../../../services/schemas/lost-property';
import { isoDay } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { validate, type FieldErrors } from '../../app/validate';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

/** Lost property: what was lost (a category, a keyword) and the day it was lost. */
export default function ItemQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useLoad((signal) => lostCategoryList(signal));
  const [category, setCategory] = useState<string | null>(null);
  const [date, setDate] = useState(isoDay(new Date()));
  const [keyword, setKeyword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  if (categories.loading) return <Loading />;
  if (!categories.data) return <Failed error={categories.error} onRetry={categories.reload} />;

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(lostSearchSchema, { category: category ?? undefined, date, keyword });
    // The server refuses it too (L00002); said here beside the field.
    const future = 'data' in result && result.data.date > isoDay(new Date());
    setErrors('errors' in result ? result.errors : future ? { date: 'lostProperty.dateInFuture' } : {});
    if ('data' in result && !future) navigate(`/pagesService/pages/item-query/search-list?${new URLSearchParams({ ...result.data, keyword: result.data.keyword ?? '' }).toString()}`);
  };
  return (
    <form onSubmit={search} noValidate>
      <p className="muted">{t('lostProperty.hint')}</p>
      <Select
        label={t('lostProperty.category')}
        name="category"
        options={categories.data.map((c) => ({ id: c.code, label: c.name }))}
        value={category}
        onChange={setCategory}
        error={errors.category}
      />
      <DateField label={t('lostProperty.date')} name="date" value={date} onChange={setDate} error={errors.date} />
      <TextField label={t('lostProperty.keyword')} name="keyword" value={keyword} onChange={setKeyword} error={errors.keyword} />
      <Button type="submit" variant="primary" block>
        {t('lostProperty.search')}
      </Button>
    </form>
  );
}
